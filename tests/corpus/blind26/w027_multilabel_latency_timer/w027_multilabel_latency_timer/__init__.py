from .tagger import TaggerRunner

__all__ = ["TaggerRunner"]
