"""Loads adapter metadata (rank / alpha) from the adapter directory."""
import functools
import json
import os

ADAPTER_ROOT = os.environ.get("LORA_ADAPTER_ROOT", "/srv/adapters")


@functools.lru_cache(maxsize=64)
def load_adapter_config(name: str) -> dict:
    path = os.path.join(ADAPTER_ROOT, name, "adapter_config.json")
    with open(path) as f:
        cfg = json.load(f)
    return {"r": int(cfg.get("r", 8)), "lora_alpha": float(cfg.get("lora_alpha", 16))}
