from .stats import RejectionStats
