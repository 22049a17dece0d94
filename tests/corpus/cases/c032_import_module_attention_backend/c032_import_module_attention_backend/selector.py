import importlib
import os

_BACKEND = os.environ.get("CORPUS_ATTN_BACKEND", "torch_native")


def get_attn_backend():
    module = importlib.import_module(f"c032_import_module_attention_backend.backends.{_BACKEND}")
    return module.forward
