from .activation import SiluAndMul, act_step

__all__ = ["SiluAndMul", "act_step"]
