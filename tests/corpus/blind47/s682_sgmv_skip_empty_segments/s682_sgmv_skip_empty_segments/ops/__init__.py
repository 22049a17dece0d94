from .sgmv import sgmv_expand, sgmv_shrink

__all__ = ["sgmv_shrink", "sgmv_expand"]
