from .model_runner import ModelRunner, decode

__all__ = ["ModelRunner", "decode"]
