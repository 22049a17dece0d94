from .buffers import StaticInputBuffers
from .runner import DecodeRunner, run_decode

__all__ = ["StaticInputBuffers", "DecodeRunner", "run_decode"]
