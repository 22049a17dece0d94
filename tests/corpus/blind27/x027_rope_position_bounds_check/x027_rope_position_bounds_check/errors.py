class PositionOutOfRange(ValueError):
    pass


def check_positions(positions, max_positions: int, name: str = "position_ids") -> None:
    """Reject out-of-range positions before they index the cos/sin table."""
    if (positions >= max_positions).any():
        raise PositionOutOfRange(f"{name} exceeds max_position_embeddings={max_positions}")
    if (positions < 0).any():
        raise PositionOutOfRange(f"{name} contains negative entries")
