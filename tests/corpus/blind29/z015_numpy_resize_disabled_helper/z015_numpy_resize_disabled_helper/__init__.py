from .pipeline import run_preprocess

__all__ = ["run_preprocess"]
