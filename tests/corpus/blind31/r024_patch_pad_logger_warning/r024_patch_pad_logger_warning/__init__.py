from .patchtst import PatchEncoder, compiled_encoder  # noqa: F401
