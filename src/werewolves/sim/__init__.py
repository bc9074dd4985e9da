"""Bots and batch play."""
