"""``python -m dager_desktop``; also the frozen build's entry point.

A frozen build is started again with ``--search-helper`` to play a share of the
hard player's search (``ai.search_pool``): that answer comes before Qt is loaded.
"""

import sys

if sys.argv[1:2] == ["--search-helper"]:
    from dager_desktop.ai.search_pool import helper_main

    sys.exit(helper_main())

from dager_desktop.app import main  # after: a search helper never loads Qt

sys.exit(main())
