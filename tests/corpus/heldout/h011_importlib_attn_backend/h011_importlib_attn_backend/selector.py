import importlib
import os

_BACKEND_MODULES = {
    "TORCH_SDPA": "torch_sdpa",
}


def get_attn_backend(name: str = ""):
    name = name or os.environ.get("HELDOUT_ATTENTION_BACKEND", "TORCH_SDPA")
    module = importlib.import_module(f"{__package__}.backends.{_BACKEND_MODULES[name]}")
    return module.attention
