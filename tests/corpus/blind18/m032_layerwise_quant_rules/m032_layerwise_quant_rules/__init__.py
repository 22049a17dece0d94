from .model import TinyStack, compiled_stack

__all__ = ["TinyStack", "compiled_stack"]
