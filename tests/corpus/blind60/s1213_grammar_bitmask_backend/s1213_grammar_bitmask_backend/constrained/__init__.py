from .base_grammar_backend import GRAMMAR_BACKENDS, create_grammar_backend

__all__ = ["GRAMMAR_BACKENDS", "create_grammar_backend"]
