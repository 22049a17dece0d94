"""MXFP4 (e2m1 values, e8m0 block exponents) weights for MoE-free dense layers."""
