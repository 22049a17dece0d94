from .mixer import ChunkedDecayMixer, prefill

__all__ = ["ChunkedDecayMixer", "prefill"]
