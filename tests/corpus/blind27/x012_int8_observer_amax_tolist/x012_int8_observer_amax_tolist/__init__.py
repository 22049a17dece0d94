from .layers import Int8ActQuantLinear, qlinear_forward
