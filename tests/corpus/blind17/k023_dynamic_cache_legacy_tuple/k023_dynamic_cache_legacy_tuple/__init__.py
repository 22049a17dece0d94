from . import cache_utils, modeling_mini_mistral, logging_utils

__all__ = ["cache_utils", "modeling_mini_mistral", "logging_utils"]
