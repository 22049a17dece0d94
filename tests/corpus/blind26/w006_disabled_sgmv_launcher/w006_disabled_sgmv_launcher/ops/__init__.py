from .launcher import sgmv_shrink_expand

__all__ = ["sgmv_shrink_expand"]
