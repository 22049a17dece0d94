from .dumper import TensorDumper

__all__ = ["TensorDumper"]
