from .top_p import TopPFilter  # noqa: F401
