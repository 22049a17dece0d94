from .linear import Fp8WeightOnlyLinear
