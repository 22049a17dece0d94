from .budget import EncoderBudget
from .runner import MMRunner, runner, encode

__all__ = ["EncoderBudget", "MMRunner", "runner", "encode"]
