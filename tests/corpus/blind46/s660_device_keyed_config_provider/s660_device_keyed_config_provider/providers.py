import json
import os
import subprocess
from typing import Dict, Tuple


class CudaJsonConfigProvider:
    """Reads tuned tile sizes written by the offline tuner; keyed by GPU name and SM clock."""

    def __init__(self, config_dir: str = os.path.expanduser("~/.cache/attn_configs")):
        self.config_dir = config_dir
        self._tables: Dict[str, dict] = {}

    def _gpu_tag(self) -> str:
        out = subprocess.check_output(
            ["nvidia-smi", "--query-gpu=name,clocks.max.sm", "--format=csv,noheader"], text=True
        )
        name, clock = out.splitlines()[0].split(", ")
        return f"{name.replace(' ', '_')}@{clock.split()[0]}"

    def get_config(self, op: str, shape: Tuple[int, ...]) -> dict:
        tag = self._gpu_tag()
        if tag not in self._tables:
            with open(os.path.join(self.config_dir, f"{op}-{tag}.json")) as f:
                self._tables[tag] = json.load(f)
        return self._tables[tag].get("x".join(map(str, shape)), {"block_q": 64, "block_kv": 64})


class CpuStaticConfigProvider:
    """CPU / interpreter fallback: fixed tiles sized for the vectorized reference kernels."""

    TABLE = {
        "prefill_attention": {"block_q": 2, "block_kv": 4},
        "decode_attention": {"block_q": 1, "block_kv": 8},
    }

    def get_config(self, op: str, shape: Tuple[int, ...]) -> dict:
        return self.TABLE.get(op, {"block_q": 1, "block_kv": 1})


_PROVIDERS = {
    "cuda": CudaJsonConfigProvider(),
    "cpu": CpuStaticConfigProvider(),
}


def get_config_provider(device_type: str):
    return _PROVIDERS.get(device_type, _PROVIDERS["cpu"])
