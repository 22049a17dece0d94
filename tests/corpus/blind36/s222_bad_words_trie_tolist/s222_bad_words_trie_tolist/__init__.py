from .bad_words import BadWordsProcessor
from .lm_head import LMHeadWithMask, compiled_head

__all__ = ["BadWordsProcessor", "LMHeadWithMask", "compiled_head"]
