"""Attention backend registry.

Backends are registered by dotted path so that importing the model does not
pull in every kernel library (flash-attn, xformers, ...) up front.
"""
import functools
import importlib

_PKG = __name__.rpartition(".")[0]

_BACKEND_PATHS: dict[str, str] = {
    "sdpa": f"{_PKG}.sdpa_backend:SDPABackend",
    "naive": f"{_PKG}.sdpa_backend:NaiveBackend",
    "flash_attn": "flash_attn_backend:FlashAttnBackend",
}


def register_backend(name: str, path: str) -> None:
    _BACKEND_PATHS[name] = path
    resolve_backend.cache_clear()


@functools.cache
def resolve_backend(name: str):
    try:
        path = _BACKEND_PATHS[name]
    except KeyError:
        raise ValueError(f"unknown attention backend {name!r}; known: {sorted(_BACKEND_PATHS)}")
    module_name, _, attr = path.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attr)
