from .potential import PairPotential, energy_fn

__all__ = ["PairPotential", "energy_fn"]
