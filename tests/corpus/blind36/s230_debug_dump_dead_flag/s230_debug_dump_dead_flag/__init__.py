from .pipeline import run_processors

__all__ = ["run_processors"]
