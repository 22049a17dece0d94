from .runner import QuantAttnRunner
