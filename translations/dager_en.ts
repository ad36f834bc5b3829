<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>HintPanel</name>
    <message numerus="yes">
        <source>Jiao Pai (ready) on %n face(s):</source>
        <extracomment>叫牌 jiàopái: the hand is ready; %n faces would win. Chinese: 叫牌</extracomment>
        <translation>
            <numerusform>Jiao Pai (ready) on %n face:</numerusform>
            <numerusform>Jiao Pai (ready) on %n faces:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintPlurals</name>
    <message numerus="yes">
        <source>Keeps Jiao Pai (ready) on %n face(s).</source>
        <extracomment>叫牌 = ready; %n faces would win. Chinese e.g. 保持叫牌（%n 种牌）</extracomment>
        <translation>
            <numerusform>Keeps Jiao Pai (ready) on %n face.</numerusform>
            <numerusform>Keeps Jiao Pai (ready) on %n faces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2 makes your hand ready (Jiao Pai) on %n face(s).</source>
        <extracomment>%2 is the claim (吃/碰/招); after it the hand is ready on %n faces</extracomment>
        <translation>
            <numerusform>%2 makes your hand ready (Jiao Pai) on %n face.</numerusform>
            <numerusform>%2 makes your hand ready (Jiao Pai) on %n faces.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <extracomment>how many concealed cards a seat holds</extracomment>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
</TS>
