from .model import BatchedGraphModel, compiled_model

__all__ = ["BatchedGraphModel", "compiled_model"]
