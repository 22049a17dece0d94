from .errors import InvalidInputError
from .validators import get_validator, register_validator

__all__ = ["InvalidInputError", "get_validator", "register_validator"]
