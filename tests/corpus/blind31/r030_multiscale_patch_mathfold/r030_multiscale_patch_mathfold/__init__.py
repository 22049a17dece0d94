from .mixer import MultiScalePatchMixer, compiled_mixer  # noqa: F401
