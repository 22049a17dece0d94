from .buffers import StaticInputBuffers  # noqa: F401
