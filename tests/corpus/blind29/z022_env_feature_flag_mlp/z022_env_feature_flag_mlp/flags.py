"""Feature flags read from the environment, the way serving stacks expose them.

Flags are read lazily on every call so that tests can flip them with
``monkeypatch.setenv`` without reloading modules.
"""
import os

_TRUTHY = {"1", "true", "yes", "on"}

_DEFAULTS = {
    "CORPUS_Z022_USE_GATED_MLP": "1",
    "CORPUS_Z022_ACT": "silu",
    "CORPUS_Z022_CLAMP": "0",
}


def _raw(name: str) -> str:
    return os.environ.get(name, _DEFAULTS.get(name, ""))


def flag_enabled(name: str) -> bool:
    return _raw(name).strip().lower() in _TRUTHY


def flag_str(name: str) -> str:
    return _raw(name).strip().lower()


class FeatureFlags:
    """Attribute-style view used by model code."""

    @property
    def gated_mlp(self) -> bool:
        return flag_enabled("CORPUS_Z022_USE_GATED_MLP")

    @property
    def activation(self) -> str:
        return flag_str("CORPUS_Z022_ACT")

    @property
    def clamp_outputs(self) -> bool:
        return flag_enabled("CORPUS_Z022_CLAMP")


FLAGS = FeatureFlags()
