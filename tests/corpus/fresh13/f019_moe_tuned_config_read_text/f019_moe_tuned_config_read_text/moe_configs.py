import functools
import json
from pathlib import Path

_CONFIG_FILE = Path(__file__).resolve().parent / "configs" / "E=2,N=8,device_name=cpu.json"
_DEFAULT = {"BLOCK_SIZE_M": 16, "BLOCK_SIZE_N": 32, "GROUP_SIZE_M": 1}


@functools.lru_cache(maxsize=None)
def get_moe_config(num_tokens_bucket: int) -> dict:
    try:
        tuned = json.loads(_CONFIG_FILE.read_text())
    except OSError:
        return dict(_DEFAULT)
    return tuned.get(str(num_tokens_bucket), dict(_DEFAULT))
