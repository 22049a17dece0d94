"""Session recommender with time-decayed history pooling."""
