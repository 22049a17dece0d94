class InvalidInputError(ValueError):
    """Raised when a batch contains inputs the model cannot consume."""


class TokenOutOfRangeError(InvalidInputError):
    """A token id is negative or not smaller than the vocabulary size."""


class PositionMismatchError(InvalidInputError):
    """Positions and input ids disagree in length."""
