from .residency import ResidencyTable
from .model import OffloadedMLPStack

__all__ = ["ResidencyTable", "OffloadedMLPStack"]
