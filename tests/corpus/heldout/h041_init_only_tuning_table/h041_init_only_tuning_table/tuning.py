import json
import os
from typing import Dict

_TABLE_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tuned_blocks.json")


def load_tuning_table(path: str = _TABLE_PATH) -> Dict[str, int]:
    if not os.path.exists(path):
        return {}
    with open(path) as f:
        return json.load(f)
