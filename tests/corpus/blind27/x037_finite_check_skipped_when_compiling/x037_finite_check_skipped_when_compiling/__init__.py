from .head import ClassifierHead

__all__ = ["ClassifierHead"]
