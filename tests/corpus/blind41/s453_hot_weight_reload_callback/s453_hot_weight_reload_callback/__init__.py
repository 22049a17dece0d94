from .model import compiled_model, TinyLM  # noqa: F401
