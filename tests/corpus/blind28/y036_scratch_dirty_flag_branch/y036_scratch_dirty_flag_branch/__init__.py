from .layer import AccumulatingNorm, build_layer

__all__ = ["AccumulatingNorm", "build_layer"]
