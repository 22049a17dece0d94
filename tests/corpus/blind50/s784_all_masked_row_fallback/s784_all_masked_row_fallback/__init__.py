from .base_grammar_backend import BaseGrammarObject
from .outlines_backend import OutlinesGrammar

__all__ = ["BaseGrammarObject", "OutlinesGrammar"]
