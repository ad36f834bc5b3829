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
