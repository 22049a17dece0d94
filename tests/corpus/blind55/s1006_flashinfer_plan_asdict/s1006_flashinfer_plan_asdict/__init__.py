from .flashinfer_backend import FlashInferAttnBackend

__all__ = ["FlashInferAttnBackend"]
