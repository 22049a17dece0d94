from .model import QuantMLP, build_runner  # noqa: F401
