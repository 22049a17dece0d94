from .forward_context import ForwardContext, get_forward_context, set_forward_context

__all__ = ["ForwardContext", "get_forward_context", "set_forward_context"]
