"""``python -m dager_desktop.ai.search_helper``: a helper process of the hard search
(``search_pool``).  Importing the package loads the AI before the helper says it is
ready."""

import sys

from dager_desktop.ai.search_pool import helper_main

if __name__ == "__main__":
    sys.exit(helper_main())
