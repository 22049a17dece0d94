"""Helpers for renamed config fields (kept for checkpoints in the wild)."""
import functools
import warnings


def deprecated_alias(new_name: str, since: str):
    """Read-only property forwarding to ``new_name`` with a warning."""

    def getter(self):
        warnings.warn(
            f"'{type(self).__name__}' field was renamed to '{new_name}' in {since}",
            DeprecationWarning,
            stacklevel=2,
        )
        return getattr(self, new_name)

    return property(getter)


@functools.lru_cache(maxsize=None)
def normalise_act(name: str) -> str:
    return {"swish": "silu", "gelu_new": "gelu"}.get(name, name)
